import { useTranslation } from '../../shared/i18n/i18n';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / "Page X of Y" / Next; the buttons are disabled at the ends. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const { t } = useTranslation();
  return (
    <nav className="pagination" aria-label={t('catalogue.pagination')}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('catalogue.previous')}
      </button>
      <p className="pagination__status" aria-live="polite">
        {t('catalogue.pageOf', { page, pageCount })}
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('catalogue.next')}
      </button>
    </nav>
  );
}
