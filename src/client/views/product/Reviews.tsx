import { useState } from 'react';
import { useV2GetProductFeedbackQuery } from '../../api/v2Api';
import { Skeleton, TextButton } from '../components/ui/ui.styles';
import { Actions } from './ProductPage.styles';

const REVIEWS_PER_PAGE = 5;

/** The decor's reviews, five at a time. */
export default function Reviews({ productId }: { productId: string }) {
  const [page, setPage] = useState(0);
  const { data, isFetching } = useV2GetProductFeedbackQuery({
    body: {
      options: {
        operation: 'getProductFeedback',
        productId,
        skip: page * REVIEWS_PER_PAGE,
        limit: REVIEWS_PER_PAGE,
      },
    },
  });
  const total = data?.analytics.total ?? 0;
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews{total > 0 ? ` (${total})` : ''}</h2>
      {isFetching && !data && <Skeleton $height="3rem" />}
      {data && data.feedbacks.length === 0 && <p>No reviews yet.</p>}
      <ul>
        {data?.feedbacks.map((feedback) => (
          <li key={feedback._id}>
            <strong>{feedback.userName}</strong> · {'★'.repeat(feedback.stars)}
            <p>{feedback.review}</p>
          </li>
        ))}
      </ul>
      <Actions>
        {page > 0 && (
          <TextButton type="button" onClick={() => setPage(page - 1)}>
            Newer reviews
          </TextButton>
        )}
        {(page + 1) * REVIEWS_PER_PAGE < total && (
          <TextButton type="button" onClick={() => setPage(page + 1)}>
            More reviews
          </TextButton>
        )}
      </Actions>
    </section>
  );
}
