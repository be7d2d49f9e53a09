import { useTranslation } from '../../shared/i18n/i18n';
import type { CatalogueCategory, CatalogueEvent } from '@chronodeck/contract';
import { groupByCategory } from '@chronodeck/catalogue';
import { categoryNameKey } from '../../shared/catalogue/catalogue-names';

interface CategoryPickerProps {
  events: readonly CatalogueEvent[];
  onPick: (category: CatalogueCategory) => void;
}

/** One button per category: 2 columns on small screens, 3 on medium, 4 on larger ones. */
export function CategoryPicker({ events, onPick }: CategoryPickerProps) {
  const { t } = useTranslation();
  const categories = [...groupByCategory(events).entries()];
  return (
    <section aria-labelledby="category-picker-title">
      <h2 id="category-picker-title">{t('catalogue.chooseCategory')}</h2>
      <ul className="category-picker">
        {categories.map(([category, inCategory]) => (
          <li key={category}>
            <button
              type="button"
              className="category-picker__button"
              onClick={() => onPick(category)}
            >
              <span className="category-picker__name">{t(categoryNameKey(category))}</span>
              <span className="category-picker__count">
                {t('catalogue.eventCount', { count: inCategory.length })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
