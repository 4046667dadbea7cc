/** A review as its author sees it on the order (with how long it stays editable). */
export type OwnReviewDto = {
  _id: string;
  productId: string;
  rating: number;
  asDescribed: boolean;
  onTime: boolean;
  comment: string;
  photoUrl: string;
  createdAt: string;
  editableUntil: string;
  hidden: boolean;
  editable: boolean;
};
