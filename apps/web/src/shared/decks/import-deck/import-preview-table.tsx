import { formatYear } from '@chronodeck/catalogue';
import type { ImportPreview } from '@chronodeck/contract';
import { useTranslation } from '../../i18n/i18n';

type PreviewRow = ImportPreview['rows'][number];

/** What the file holds in a column of a row that could not become a card. */
const cellOf = (row: PreviewRow, column: number | null) =>
  column === null ? '' : (row.cells[column] ?? '');

function Problems({ row }: { row: PreviewRow }) {
  const { t } = useTranslation();
  if (row.problems.length === 0) return <>{t('importDeck.rowReady')}</>;
  return (
    <ul className="import-problems">
      {row.problems.map((problem) => (
        <li key={`${problem.field}-${problem.kind}`}>
          {t(`importDeck.problems.${problem.kind}`, {
            field: t(`importDeck.fields.${problem.field}`),
          })}
        </li>
      ))}
    </ul>
  );
}

/** Every row of the file as it would be saved, the rows with problems marked. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { t, language } = useTranslation();
  const { mapping } = preview;
  return (
    <div className="import-preview">
      <table>
        <caption>{t('importDeck.previewCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('importDeck.row')}</th>
            <th scope="col">{t('importDeck.fields.year')}</th>
            <th scope="col">{t('importDeck.fields.title')}</th>
            <th scope="col">{t('importDeck.fields.description')}</th>
            <th scope="col">{t('importDeck.fields.category')}</th>
            <th scope="col">{t('importDeck.status')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.row} className={row.card ? undefined : 'import-preview__problem'}>
              <th scope="row">{row.row}</th>
              <td>{row.card ? formatYear(row.card.year, language) : cellOf(row, mapping.year)}</td>
              <td>{row.card?.title ?? cellOf(row, mapping.title)}</td>
              <td>{row.card?.description ?? cellOf(row, mapping.description)}</td>
              <td>{row.card?.category ?? cellOf(row, mapping.category)}</td>
              <td>
                <Problems row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
