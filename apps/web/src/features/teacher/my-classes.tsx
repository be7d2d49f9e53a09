import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import type { ClassSummary } from '@chronodeck/contract';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useToaster } from '../../shared/ui/toasts';
import { ClassCard } from './class-card';
import { useClasses, useDeleteClass } from './classes-api';
import { ItemBoundary } from '../../shared/ui/error-boundary';

/** My Classes: the teacher's class cards, or an invitation to create the first one. */
export function MyClasses({ onCreateFirst }: { onCreateFirst: () => void }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const classes = useClasses();
  const remove = useDeleteClass();
  const [deleting, setDeleting] = useState<ClassSummary>();

  if (classes.isPending) return <p role="status">{t('classes.loading')}</p>;
  if (classes.isError) return <p className="notice notice--error">{t('classes.loadFailed')}</p>;
  if (classes.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('classes.empty')}</p>
        <button type="button" className="button" onClick={onCreateFirst}>
          {t('classes.createFirst')}
        </button>
      </div>
    );
  }
  return (
    <>
      <div className="class-grid">
        {classes.data.map((summary) => (
          <ItemBoundary key={summary._id}>
            <ClassCard summary={summary} onDelete={() => setDeleting(summary)} />
          </ItemBoundary>
        ))}
      </div>
      <ConfirmDialog
        question={deleting ? t('classes.confirmDelete') : null}
        confirmLabel={t('common.delete')}
        onConfirm={() => {
          if (deleting) {
            remove.mutate(deleting._id, {
              onSuccess: () => toaster.success(t('classes.deleted')),
              onError: () => toaster.error(t('classes.deleteFailed')),
            });
          }
          setDeleting(undefined);
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  );
}
