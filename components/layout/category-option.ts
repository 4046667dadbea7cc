/** A category as the filter menu lists it. */
export type CategoryOption = { _id: string; name: string; iconUrl: string };
