import { useTranslation } from '../i18n/i18n';
import { linkText, webAddress } from '../links/web-address';

/** The event's own links; anything that is not a web address stays plain text. */
export function EventLinks({ links }: { links: readonly string[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <>
      <h3>{t('eventForm.links')}</h3>
      <ul className="event-links">
        {links.map((link) => {
          const href = webAddress(link);
          return (
            <li key={link}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {linkText(link)}
                </a>
              ) : (
                linkText(link)
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
