import {createContext} from 'react';
import type {PurchasePanelProps} from './PurchasePanel';

/**
 * The purchase column's data, from the page's: the column is a section whose texts arrive with
 * its code (`/api/product-texts/purchase`), so its data comes this way.
 */
export const PurchaseContext = createContext<PurchasePanelProps | null>(null);
