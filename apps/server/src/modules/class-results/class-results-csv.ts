import type { Language, StudentResults } from '@chronodeck/contract';

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

/**
 * A spreadsheet would run a cell starting with one of these as a formula, and a student chooses
 * their own name (OWASP "CSV injection"): such a cell is kept as text with a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: always quoted, quotes doubled. */
function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

const percent = (value: number | null) => (value === null ? '' : String(Math.round(value * 100)));

function cell(student: StudentResults, column: Column): string {
  switch (column) {
    case 'averageScore':
    case 'retention':
      return percent(student[column]);
    case 'lastActive':
      return student.lastActive ?? '';
    default:
      return String(student[column]);
  }
}

/** One row per student, UTF-8 with a byte order mark so spreadsheets read accents right. */
export function classResultsCsv(students: readonly StudentResults[], language: Language): string {
  const header = COLUMNS.map((column) => HEADERS[language][column]);
  const rows = students.map((student) => COLUMNS.map((column) => cell(student, column)));
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
