export {CountryDialogs} from './CountryDialogs';
export {openCountrySwitcher} from './country-switcher-store';
export {FlagImage} from './FlagImage';
