import {describeFaultMatrix} from './fault-matrix';

describeFaultMatrix(['content']);
