import type { ImportPreview } from '@chronodeck/contract';
import { useTranslation } from '../../i18n/i18n';
import { SelectField } from '../../ui/text-field';

type Mapping = ImportPreview['mapping'];
const REQUIRED = ['year', 'title'] as const;
const OPTIONAL = ['description', 'category'] as const;

/** Which column of the file is each field of a card; changing one previews the file again. */
export function ColumnMapping(props: {
  columns: readonly string[];
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}) {
  const { t } = useTranslation();
  const { columns, mapping, onChange } = props;
  const options = columns.map((name, index) => (
    <option key={index} value={index}>
      {name === String(index + 1)
        ? t('importDeck.columnNumber', { number: index + 1 })
        : t('importDeck.column', { name, number: index + 1 })}
    </option>
  ));
  return (
    <fieldset className="import-mapping">
      <legend>{t('importDeck.mappingLegend')}</legend>
      {REQUIRED.map((field) => (
        <SelectField
          key={field}
          label={t(`importDeck.fields.${field}`)}
          value={String(mapping[field])}
          onChange={(value) => onChange({ ...mapping, [field]: Number(value) })}
        >
          {options}
        </SelectField>
      ))}
      {OPTIONAL.map((field) => (
        <SelectField
          key={field}
          label={t(`importDeck.fields.${field}`)}
          value={mapping[field] === null ? '' : String(mapping[field])}
          onChange={(value) =>
            onChange({ ...mapping, [field]: value === '' ? null : Number(value) })
          }
        >
          <option value="">{t('importDeck.noColumn')}</option>
          {options}
        </SelectField>
      ))}
    </fieldset>
  );
}
