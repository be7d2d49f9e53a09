/** Translation key of a category or topic name: "Modern European History" → "modernEuropeanHistory". */
export function nameKey(name: string): string {
  const [first = '', ...rest] = name.split(/\s+/);
  return [
    first.toLowerCase(),
    ...rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()),
  ].join('');
}

export const categoryNameKey = (category: string) => `catalogue.categories.${nameKey(category)}`;
export const topicNameKey = (topic: string) => `catalogue.topics.${nameKey(topic)}`;
