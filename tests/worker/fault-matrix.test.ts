import {describeFaultMatrix} from './fault-matrix';

// Content's cells take as long as the other services' together: they run beside these.
describeFaultMatrix(['storefront', 'search', 'email', 'captcha']);
