import { useTranslation } from '../../shared/i18n/i18n';
import type { CatalogueCategory, CatalogueCategorySummary } from '@chronodeck/contract';
import { inNameOrder } from '@chronodeck/catalogue';
import { categoryNameKey } from '../../shared/catalogue/catalogue-names';

interface CategoryPickerProps {
  categories: readonly Pick<CatalogueCategorySummary, 'name' | 'count'>[];
  onPick: (category: CatalogueCategory) => void;
}

/** One button per category: 2 columns on small screens, 3 on medium, 4 on larger ones. */
export function CategoryPicker({ categories, onPick }: CategoryPickerProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="category-picker-title">
      <h2 id="category-picker-title">{t('catalogue.chooseCategory')}</h2>
      <ul className="category-picker">
        {inNameOrder(categories).map(({ name, count }) => (
          <li key={name}>
            <button type="button" className="category-picker__button" onClick={() => onPick(name)}>
              <span className="category-picker__name">{t(categoryNameKey(name))}</span>
              <span className="category-picker__count">{t('catalogue.eventCount', { count })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
