import type { Language, StudentResults } from '@chronodeck/contract';
import { guardFormula, spreadsheetCsv } from '@chronodeck/exchange';

type Column = keyof Omit<StudentResults, 'studentId'>;
const COLUMNS: readonly Column[] = [
  'name',
  'gamesPlayed',
  'averageScore',
  'reviews',
  'lastActive',
  'cardsDue',
  'cardsOverdue',
  'retention',
];

const HEADERS: Record<Language, Record<Column, string>> = {
  en: {
    name: 'Student',
    gamesPlayed: 'Games played',
    averageScore: 'Average score (%)',
    reviews: 'Flashcard reviews',
    lastActive: 'Last active (UTC)',
    cardsDue: 'Cards due',
    cardsOverdue: 'Cards overdue',
    retention: 'Retention (%)',
  },
  fr: {
    name: 'Élève',
    gamesPlayed: 'Parties jouées',
    averageScore: 'Score moyen (%)',
    reviews: 'Révisions de cartes',
    lastActive: 'Dernière activité (UTC)',
    cardsDue: 'Cartes à réviser',
    cardsOverdue: 'Cartes en retard',
    retention: 'Rétention (%)',
  },
  pt: {
    name: 'Aluno',
    gamesPlayed: 'Jogos jogados',
    averageScore: 'Pontuação média (%)',
    reviews: 'Revisões de cartões',
    lastActive: 'Última atividade (UTC)',
    cardsDue: 'Cartões para revisar',
    cardsOverdue: 'Cartões atrasados',
    retention: 'Retenção (%)',
  },
  es: {
    name: 'Estudiante',
    gamesPlayed: 'Partidas jugadas',
    averageScore: 'Puntuación media (%)',
    reviews: 'Repasos de tarjetas',
    lastActive: 'Última actividad (UTC)',
    cardsDue: 'Tarjetas pendientes',
    cardsOverdue: 'Tarjetas atrasadas',
    retention: 'Retención (%)',
  },
  it: {
    name: 'Studente',
    gamesPlayed: 'Partite giocate',
    averageScore: 'Punteggio medio (%)',
    reviews: 'Ripassi delle carte',
    lastActive: 'Ultima attività (UTC)',
    cardsDue: 'Carte da ripassare',
    cardsOverdue: 'Carte in ritardo',
    retention: 'Ritenzione (%)',
  },
};

const percent = (value: number | null) => (value === null ? '' : String(Math.round(value * 100)));

function cell(student: StudentResults, column: Column): string {
  switch (column) {
    case 'averageScore':
    case 'retention':
      return percent(student[column]);
    case 'lastActive':
      return student.lastActive ?? '';
    case 'name':
      // A student chooses their own name: it must not run as a formula.
      return guardFormula(student.name);
    default:
      return String(student[column]);
  }
}

/** One row per student, as a spreadsheet opens it (see `spreadsheetCsv`). */
export function classResultsCsv(students: readonly StudentResults[], language: Language): string {
  const header = COLUMNS.map((column) => HEADERS[language][column]);
  const rows = students.map((student) => COLUMNS.map((column) => cell(student, column)));
  return spreadsheetCsv(header, rows);
}
