import { needsKeptRating, productReviewsDto, type StoredReview } from './public-page';

const review = (fields: Partial<StoredReview> = {}): StoredReview => ({
  _id: 'r1',
  buyerName: 'Laura P.',
  rating: 4,
  asDescribed: true,
  onTime: false,
  comment: 'Llegó bien.',
  photoUrl: '',
  createdAt: new Date('2026-11-20T15:00:00Z'),
  reply: { text: null, at: null },
  ...fields,
});

describe('the product page’s reviews', () => {
  test('without a visible review the kept counters are not needed, and the page shows none rated', () => {
    expect(needsKeptRating([])).toBe(false);
    expect(productReviewsDto('p1', 's1', null, [])).toEqual({ productId: 'p1', sellerId: 's1', average: 0, count: 0, reviews: [] });
  });

  test('with reviews shown, the average and count are the kept counters, not a recount of those shown', () => {
    const shown = [review(), review({ _id: 'r2', rating: 2 })];
    expect(needsKeptRating(shown)).toBe(true);
    const page = productReviewsDto('p1', 's1', { count: 30, sum: 111 }, shown);
    expect(page).toMatchObject({ count: 30, average: 3.7 });
    expect(page.reviews.map((r) => r._id)).toEqual(['r1', 'r2']);
  });

  test('a review as every visitor sees it: dates as ISO text, the answer only once the seller gave it, missing texts empty', () => {
    const answered = review({ comment: null, buyerName: undefined, reply: { text: 'Gracias', at: '2026-11-21T10:00:00.000Z' } });
    const [shown, unanswered] = productReviewsDto('p1', 's1', { count: 2, sum: 8 }, [answered, review({ reply: null })]).reviews;
    expect(shown).toEqual({
      _id: 'r1',
      buyerName: '',
      rating: 4,
      asDescribed: true,
      onTime: false,
      comment: '',
      photoUrl: '',
      createdAt: '2026-11-20T15:00:00.000Z',
      reply: { text: 'Gracias', at: '2026-11-21T10:00:00.000Z' },
    });
    expect(unanswered.reply).toBeNull();
  });
});
