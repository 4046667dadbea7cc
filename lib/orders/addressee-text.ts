/** An order's addressee as far as where to deliver goes. */
export type AddresseePlace = { address: string; municipality: string; region: string };

/**
 * Where an order goes, as one line of text: the checkout sends the address with its municipality
 * and province already joined ('Calle 23, Plaza de la Revolución, La Habana'), so they are not
 * written again; an address without them (an older or hand-made order) gets them appended.
 */
export function addresseeText({ address, municipality, region }: AddresseePlace): string {
  const street = address.trim();
  const place = [municipality, region]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  if (!place || street.endsWith(place)) return street;
  return street ? `${street}, ${place}` : place;
}
