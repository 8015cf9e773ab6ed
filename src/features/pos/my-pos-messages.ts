import { defineMessage, defineMessages } from 'react-intl';

export const myPosMessages = defineMessages({
  sectionTitle: {
    id: 'pos.myPos.sectionTitle',
    defaultMessage: 'POS material for this store',
    description: 'Heading of the list on the My POS page',
  },
  intro: {
    id: 'pos.myPos.intro',
    defaultMessage:
      'Point-of-sale advertising the vendors of your programs offer this store: door clings, shelf talkers, signs and displays.',
    description: 'Short explanation above the POS material',
  },
  item: {
    id: 'pos.myPos.column.item',
    defaultMessage: 'Item',
    description: 'Column: the POS item’s picture, name, vendor and description',
  },
  category: {
    id: 'pos.myPos.column.category',
    defaultMessage: 'Kind',
    description: 'Column: kind of material, e.g. Cooler decals or Shelf signage',
  },
  price: {
    id: 'pos.myPos.column.price',
    defaultMessage: 'Member price',
    description: 'Column: price per unit for a member',
  },
  inStock: { id: 'pos.myPos.column.inStock', defaultMessage: 'In stock', description: 'Column: units in stock' },
  maxPerOrder: {
    id: 'pos.myPos.column.maxPerOrder',
    defaultMessage: 'Most per order',
    description: 'Column: most units a store may order at once',
  },
  free: {
    id: 'pos.myPos.free',
    defaultMessage: 'Free',
    description: 'Price of an item the vendor supplies free of charge',
  },
  kindFilter: {
    id: 'pos.myPos.filter.kind',
    defaultMessage: 'Kind',
    description: 'Label of the choice of kind of material that filters the list',
  },
  allKinds: {
    id: 'pos.myPos.filter.allKinds',
    defaultMessage: 'All kinds',
    description: 'Kind choice that shows every POS item',
  },
  orderCustom: {
    id: 'pos.myPos.orderCustom',
    defaultMessage: 'Order custom POS',
    description: 'Link to the page where a store orders POS material made for it',
  },
});

export const outOfStock = defineMessage({
  id: 'pos.myPos.outOfStock',
  defaultMessage: 'Out of stock',
  description: 'In-stock cell of an item with no units left',
});
