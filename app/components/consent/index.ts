export {ConsentManager} from './ConsentManager';
export {ConsentGate} from './ConsentGate';
export {CookiePreferencesButton} from './CookiePreferencesButton';
export {useConsent, type ConsentApi} from './use-consent';
