import { useTranslation } from '../i18n/i18n';
import { CATALOGUE_CATEGORIES, type Deck } from '@chronodeck/contract';
import { categoryNameKey } from '../catalogue/catalogue-names';
import { catalogueChoice, ownChoice, sharedChoice, type DeckChoice } from './deck-choice';

interface DeckPickerProps {
  id: string;
  label: string;
  value: DeckChoice | '';
  onChange: (choice: DeckChoice | '') => void;
  own: readonly Deck[];
  shared: readonly Deck[];
}

/** The deck dropdown: a "choose deck" placeholder, then own, shared and catalogue decks in groups. */
export function DeckPicker({ id, label, value, onChange, own, shared }: DeckPickerProps) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as DeckChoice | '')}
      >
        <option value="">{t('flashcards.chooseDeck')}</option>
        {own.length > 0 ? (
          <optgroup label={t('flashcards.ownDecks')}>
            {own.map((deck) => (
              <option key={deck._id} value={ownChoice(deck)}>
                {t('flashcards.deckOption', { title: deck.title, count: deck.events.length })}
              </option>
            ))}
          </optgroup>
        ) : null}
        {shared.length > 0 ? (
          <optgroup label={t('flashcards.sharedDecks')}>
            {shared.map((deck) => (
              <option key={deck._id} value={sharedChoice(deck)}>
                {t('flashcards.deckOption', { title: deck.title, count: deck.events.length })}
              </option>
            ))}
          </optgroup>
        ) : null}
        <optgroup label={t('flashcards.catalogueDecks')}>
          {CATALOGUE_CATEGORIES.map((category) => (
            <option key={category} value={catalogueChoice(category)}>
              {t(categoryNameKey(category))}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}
