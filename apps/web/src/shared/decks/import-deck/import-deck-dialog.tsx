import './import-deck.css';
import { useId, useState, type FormEvent } from 'react';
import { EXPORT_FORMATS, type ExportFormatName, type ImportPreview } from '@chronodeck/contract';
import { errorMessage } from '../../api/error-message';
import { useTranslation } from '../../i18n/i18n';
import { DialogHeader } from '../../ui/dialog-header';
import { ModalDialog } from '../../ui/modal-dialog';
import { SelectField, TextField } from '../../ui/text-field';
import { useToaster } from '../../ui/toasts';
import { ColumnMapping } from './column-mapping';
import { usePreviewImport, useSaveImport, type ImportFile, type ImportTarget } from './import-api';
import { deckTitleOfFile, fileTooLarge, formatOfFile, importContent } from './import-file';
import { ImportPreviewTable } from './import-preview-table';

interface ChosenFile {
  content: string;
  format: ExportFormatName;
}

function ImportSummary({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const ready = preview.rows.filter((row) => row.card).length;
  return (
    <p role="status" className="import-summary">
      {t('importDeck.ready', { count: ready })}
      {ready < preview.rows.length
        ? ` · ${t('importDeck.withProblems', { count: preview.rows.length - ready })}`
        : null}
    </p>
  );
}

interface ImportDeckDialogProps {
  open: boolean;
  onClose: () => void;
  target: ImportTarget;
}

/**
 * Import cards (My Collections, a class's decks): a CSV (Quizlet, spreadsheets), Anki or
 * TimelineJS file is previewed row by row with its problems, then saved into a new or existing
 * deck, all at once.
 */
export function ImportDeckDialog({ open, onClose, target }: ImportDeckDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fileId = useId();
  const toaster = useToaster();
  const previewImport = usePreviewImport(target);
  const saveImport = useSaveImport(target);
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ExportFormatName>('csv');
  const [deckTitle, setDeckTitle] = useState('');
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [skipProblems, setSkipProblems] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  const preview = previewImport.data;

  const close = () => {
    previewImport.reset();
    saveImport.reset();
    setFile(null);
    setChosen(null);
    setSkipProblems(false);
    onClose();
  };

  const chooseFile = (picked: File | null) => {
    setFile(picked);
    setTooLarge(picked !== null && fileTooLarge(picked));
    setChosen(null);
    previewImport.reset();
    if (!picked) return;
    setFormat(formatOfFile(picked.name));
    setDeckTitle((title) => title || deckTitleOfFile(picked.name));
  };

  const request = (read: ChosenFile, mapping?: ImportPreview['mapping']): ImportFile => ({
    ...read,
    deckTitle: deckTitle.trim(),
    ...(mapping ? { mapping } : {}),
  });

  const onPreview = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || tooLarge) return;
    const read = { content: await importContent(file, format), format };
    setChosen(read);
    previewImport.mutate(request(read));
  };

  const ready = preview?.rows.filter((row) => row.card).length ?? 0;
  const hasProblems = preview !== undefined && ready < preview.rows.length;
  const onSave = () => {
    if (!chosen || !preview) return;
    saveImport.mutate(
      { ...request(chosen, preview.mapping), skipProblems },
      {
        onSuccess: (saved) => {
          toaster.success(t('importDeck.saved', { count: saved.saved, deck: deckTitle.trim() }));
          close();
        },
      },
    );
  };
  const failure = previewImport.error ?? saveImport.error;

  return (
    <ModalDialog open={open} onClose={close} labelledBy={titleId} className="import-deck">
      <DialogHeader onClose={close}>
        <h2 id={titleId}>{t('importDeck.title')}</h2>
      </DialogHeader>
      <p>{t('importDeck.intro')}</p>
      <form className="import-deck__form" onSubmit={(event) => void onPreview(event)}>
        <div className="field">
          <label htmlFor={fileId}>{t('importDeck.file')}</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.tsv,.txt,.apkg,.json"
            required
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
        </div>
        {tooLarge ? (
          <p className="notice notice--error" role="alert">
            {t('importDeck.tooLarge')}
          </p>
        ) : null}
        <SelectField
          label={t('importDeck.format')}
          value={format}
          onChange={(value) => setFormat(value as ExportFormatName)}
        >
          {EXPORT_FORMATS.map((option) => (
            <option key={option} value={option}>
              {t(`exchange.formats.${option}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('importDeck.deck')}
          value={deckTitle}
          onChange={setDeckTitle}
          required
          maxLength={100}
        />
        <button type="submit" className="button" disabled={previewImport.isPending || tooLarge}>
          {t('importDeck.preview')}
        </button>
      </form>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {errorMessage(t, failure, 'importDeck.failed')}
        </p>
      ) : null}
      {preview && chosen ? (
        <>
          {chosen.format === 'timelinejs' ? null : (
            <ColumnMapping
              columns={preview.columns}
              mapping={preview.mapping}
              onChange={(mapping) => previewImport.mutate(request(chosen, mapping))}
            />
          )}
          <ImportSummary preview={preview} />
          <ImportPreviewTable preview={preview} />
          {hasProblems ? (
            <label className="checkbox-label">
              <input
                type="checkbox"
                checked={skipProblems}
                onChange={(event) => setSkipProblems(event.target.checked)}
              />
              {t('importDeck.skipProblems')}
            </label>
          ) : null}
          <button
            type="button"
            className="button"
            disabled={ready === 0 || (hasProblems && !skipProblems) || saveImport.isPending}
            onClick={onSave}
          >
            {t('importDeck.save', { count: ready })}
          </button>
        </>
      ) : null}
    </ModalDialog>
  );
}
