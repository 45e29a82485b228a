import type {Copy} from './en';

/** Commonwealth spelling, shared by the UK, Irish and Australian stores. */
const britishSpelling: Copy = {
  'nav.communityProgram': 'Community Programme',
  'spotlight.new.description': 'Fresh colours for the new season.',
  'spotlight.sale.description': 'Favourites at their final prices.',
  'spotlight.sale.alt': 'Stack of folded tees in sale colours',
  'pdp.featured.description': 'Made with recycled fibres that stay soft wash after wash.',
};

/** Shoppers in these markets fill a bag, not a cart. */
const bagWording: Copy = {
  'header.cart': 'Bag',
  'cart.emptyTitle': 'Your bag is empty',
  'cart.warehouseHeader': 'Warehouse Sale items in your bag',
};

/** UK and Irish English say delivery where US English says shipping. */
const deliveryWording: Copy = {
  'banner.freeShipping': 'Free delivery on orders over {threshold}',
  'cart.freeShippingThreshold': 'Free delivery on orders over {threshold}',
  'cart.shippingTitle': 'Delivery',
  'cart.returnsMessage': 'Free returns within 30 days of delivery.',
  'country.description': 'Prices, delivery and availability are shown for the country you choose.',
  'country.confirmBody': 'Visit the {country} store for local prices, delivery and returns.',
};

export const enGB: Copy = {...britishSpelling, ...bagWording, ...deliveryWording};
export const enIE: Copy = {...britishSpelling, ...bagWording, ...deliveryWording};
export const enAU: Copy = {...britishSpelling, ...bagWording};
