import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { displayClassCode, type ClassStudent } from '@chronodeck/contract';
import { useLanguage } from '../../shared/i18n/use-language';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useToaster } from '../../shared/ui/toasts';
import { useRemoveStudent, useRoster } from './classes-api';
import { DeleteButton } from '../../shared/ui/action-buttons';

/** The students who joined the class, and a way to remove one. */
export function ClassRoster({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toaster = useToaster();
  const roster = useRoster(classId);
  const remove = useRemoveStudent(classId);
  const [removing, setRemoving] = useState<ClassStudent>();
  const joined = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="class-roster-title">
      <h2 id="class-roster-title">{t('classes.menu.students')}</h2>
      <p>{t('classes.roster.howToJoin', { code: displayClassCode(classId) })}</p>
      {roster.isPending ? <p role="status">{t('classes.loading')}</p> : null}
      {roster.isError ? <p className="notice notice--error">{t('classes.loadFailed')}</p> : null}
      {roster.isSuccess && roster.data.length === 0 ? (
        <p className="empty-state">{t('classes.roster.empty')}</p>
      ) : null}
      <ul className="roster">
        {roster.data?.map((student) => (
          <li key={student._id} className="roster__student">
            <span className="roster__name">{student.name}</span>
            <span className="roster__joined">
              {t('classes.roster.joined', { date: joined.format(new Date(student.joinedAt)) })}
            </span>
            <DeleteButton
              name={t('classes.roster.removeLabel', { name: student.name })}
              label={t('classes.roster.remove')}
              onClick={() => setRemoving(student)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        question={removing ? t('classes.roster.confirmRemove', { name: removing.name }) : null}
        confirmLabel={t('classes.roster.remove')}
        onConfirm={() => {
          if (removing) {
            remove.mutate(removing._id, {
              onError: () => toaster.error(t('classes.roster.removeFailed')),
            });
          }
          setRemoving(undefined);
        }}
        onCancel={() => setRemoving(undefined)}
      />
    </section>
  );
}
