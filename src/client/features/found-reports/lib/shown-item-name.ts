import type { FoundReportCard } from '#shared/schemas/found-report';
import { useLanguage } from '#client/lib/i18n';
import { university } from '#client/lib/university';

/**
 * The name members are shown for an item, in their language: a sensitive
 * item (an ID card) goes by its kind's name from the university's list, never
 * by what is written on it (decisions 0048, 0067).
 */
export function useShownItemName(): (item: Pick<FoundReportCard, 'itemName' | 'sensitive'>) => string {
  const language = useLanguage();
  return (item) => {
    const kind = item.sensitive
      ? university().sensitiveItems.find((each) => each.kind === item.sensitive)
      : undefined;
    return kind ? kind.name[language] : item.itemName;
  };
}
