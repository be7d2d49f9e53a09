import { REVIEW_RATINGS, type ReviewRating } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';
import { intervalText } from '../../shared/reviews/interval-text';

/** Again, Hard, Good, Easy, each with when the card would come back, as Anki shows them. */
export function RatingButtons({
  intervals,
  disabled,
  onRate,
}: {
  intervals: Record<ReviewRating, number>;
  disabled: boolean;
  onRate: (rating: ReviewRating) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="review__ratings" role="group" aria-label={t('reviews.ratingsLabel')}>
      {REVIEW_RATINGS.map((rating, index) => (
        <button
          key={rating}
          type="button"
          className={`button review__rating review__rating--${rating}`}
          disabled={disabled}
          aria-keyshortcuts={String(index + 1)}
          onClick={() => onRate(rating)}
        >
          <span className="review__rating-name">{t(`reviews.ratings.${rating}`)}</span>
          <span className="review__rating-interval">
            {intervalText(intervals[rating], language)}
          </span>
        </button>
      ))}
    </div>
  );
}
