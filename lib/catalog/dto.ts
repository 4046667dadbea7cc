import type { ProvinceDeliveryCost } from '../cart/delivery-cost';

/** A product as the browser receives it (plain JSON, string ids). */
export type ProductSeller = {
  _id: string;
  name: string;
  lastName: string;
  importCompanyName: string;
  profilePictureUrl: string;
  /** The seller's delivery terms, sent with cart lines only (the cart prices delivery per store). */
  deliveryCosts?: ProvinceDeliveryCost[];
};

export type ProductDto = {
  _id: string;
  name: string;
  description: string;
  price: number;
  importCost: number;
  totalPrice: number;
  category: { _id: string; name: string };
  user: ProductSeller;
  mainImageUrl: string;
  secondaryImagesUrl: string[];
  available: boolean;
  availableCount: number;
  maxCount: number;
  availableCountByTags: { size: string; color: string; availableCount: number }[];
  fastDelivery: boolean;
  promoted: boolean;
  possibleDiscount: boolean;
  shippingBySea: boolean;
  points: number;
  viewsCount: number;
  deliveryCalendar: {
    allowed: boolean;
    minHoursTime: number;
    maxHoursTime: number;
    minTime: { hours: number; minutes: number; ampm: 'AM' | 'PM' };
    maxTime: { hours: number; minutes: number; ampm: 'AM' | 'PM' };
  };
  distributor: { name: string };
  isManualImportCost: boolean;
  weight: number;
  large: number;
  height: number;
  width: number;
  createdAt: string;
};
