/** What every reader of a review sees of it. */
type ReviewFields = {
  _id: string;
  rating: number;
  asDescribed: boolean;
  onTime: boolean;
  comment: string;
  photoUrl: string;
  createdAt: string;
};

/** A review as its author sees it on the order (with how long it stays editable). */
export type OwnReviewDto = ReviewFields & {
  productId: string;
  editableUntil: string;
  hidden: boolean;
  editable: boolean;
};

/** A review as every visitor sees it on the product page. */
export type PublicReviewDto = ReviewFields & { buyerName: string; reply: { text: string; at: string } | null };

/** The product page's reviews: the kept average and count, and the newest visible reviews. */
export type ProductReviewsDto = { productId: string; sellerId: string; average: number; count: number; reviews: PublicReviewDto[] };
