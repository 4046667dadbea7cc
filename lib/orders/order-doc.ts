import type { Types } from 'mongoose';
import { messages } from '../messages';
import type { Checkout } from './checkout';

/** The order document a checkout becomes: every price and product field snapshotted. Pure. */
export function buildOrderDoc(checkout: Checkout, orderId: Types.ObjectId, orderNumber: number, now: Date) {
  const { buyer, pricing, coupon, addressee } = checkout;
  const requested = messages.orderStatus.requested;
  return {
    _id: orderId,
    orderNumber,
    user: { _id: buyer._id, name: buyer.name, lastName: buyer.lastName, email: buyer.email, phone: buyer.phone },
    sender: checkout.sender,
    addressee: {
      name: addressee.name,
      ci: addressee.ci,
      phone: addressee.phone,
      address: addressee.address,
      region: addressee.region,
      municipality: addressee.municipality,
    },
    paymentType: checkout.paymentType,
    currencyData: { currencyName: checkout.currency, exchangeValue: checkout.exchangeValue },
    currentStatus: requested,
    currentStatusDate: now,
    statuses: [{ status: requested, date: now, by: buyer._id }],
    lines: pricing.lines.map((line, i) => {
      const doc = checkout.products.get(line.product)!.doc;
      const cartLine = checkout.lines[i];
      return {
        product: line.product,
        seller: line.seller,
        name: doc.name,
        mainImageUrl: doc.mainImageUrl,
        categoryId: doc.category?._id,
        price: line.price,
        importCost: line.importCost,
        couponDiscount: line.couponDiscount,
        points: line.points,
        fastDelivery: line.fastDelivery,
        shippingBySea: doc.shippingBySea,
        count: line.count,
        size: cartLine.size,
        color: cartLine.color,
        stockByTag: checkout.takes.some((t) => t.product === line.product && t.tags.length > 0),
        payed: { wallet: line.payedWallet },
        deliveryCalendar: cartLine.deliveryCalendar,
      };
    }),
    productsCount: pricing.productsCount,
    totalProductsPrice: pricing.totalProductsPrice,
    totalProductsCouponDiscount: pricing.totalProductsCouponDiscount,
    totalDeliveryCost: pricing.totalDeliveryCost,
    deliveryCostsPerUser: pricing.groups.map((g) => ({
      user: g.user,
      fastDelivery: g.fastDelivery,
      deliveryCost: g.deliveryCost,
      payed: { wallet: g.payedWallet },
    })),
    airWaybill: pricing.airWaybill,
    walletPayment: pricing.walletPayment,
    pointsUsed: pricing.pointsUsed,
    pointsEarned: pricing.pointsEarned,
    hasDiscountCoupon: coupon !== null,
    discountCouponData: coupon ? { productDiscount: coupon.percent, owner: coupon.owner, code: coupon.code } : { productDiscount: 0 },
    sendingCost: pricing.sendingCost,
    total: pricing.total,
  };
}
