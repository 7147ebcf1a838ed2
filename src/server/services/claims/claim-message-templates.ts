import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  claimMessageTemplateInputSchema,
  MAX_CLAIM_MESSAGE_TEMPLATES,
  type ClaimMessageTemplateInput,
  type ManagedClaimMessageTemplate,
} from '#shared/schemas/claim-conversation';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/i18n/languages';
import { queryRows, type Database } from '#server/db/client';
import { conflict, notFound, text } from '#server/lib/errors';
import type { AdminActor } from '#server/lib/actor';
import { recordActivity } from '#server/services/activity-log/record-activity';

/** The stored words by language; a language added later has none until an admin writes them. */
const templateRow = z.object({
  id: z.string(),
  texts: z.record(
    z.string(),
    z.object({ title: z.string().optional(), body: z.string().optional() }).optional(),
  ),
});
type TemplateRow = z.infer<typeof templateRow>;

/** The stored words by language, as the console reads them (empty where a language was never written). */
const toManaged = (row: TemplateRow): ManagedClaimMessageTemplate => ({
  _id: row.id,
  texts: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { title: row.texts[language]?.title ?? '', text: row.texts[language]?.body ?? '' },
    ]),
  ),
});

const storedWords = (input: ClaimMessageTemplateInput) => {
  const { texts } = claimMessageTemplateInputSchema.parse(input);
  return JSON.stringify(
    Object.fromEntries(
      LANGUAGES.map((language) => [language, { title: texts[language].title, body: texts[language].text }]),
    ),
  );
};

/** The name an activity-log line gives a template: its title in the default language. */
const titleOf = (row: TemplateRow) => row.texts[DEFAULT_LANGUAGE]?.title ?? row.id;

/** Every staff template in every language, in the order the composer offers them. */
export async function listClaimMessageTemplates(db: Database): Promise<ManagedClaimMessageTemplate[]> {
  const rows = await queryRows(
    db,
    sql`SELECT id, texts FROM claim_message_templates ORDER BY position, id`,
    templateRow,
  );
  return rows.map(toManaged);
}

/** An admin adds a template at the end of the list. */
export async function createClaimMessageTemplate(
  db: Database,
  admin: AdminActor,
  input: ClaimMessageTemplateInput,
): Promise<ManagedClaimMessageTemplate> {
  const words = storedWords(input);
  return db.transaction(async (tx) => {
    // Adds run one at a time, so the cap and the positions hold when two arrive together.
    await tx.execute(sql`LOCK TABLE claim_message_templates IN SHARE ROW EXCLUSIVE MODE`);
    const [templates] = await queryRows(
      tx,
      sql`SELECT count(*)::int AS n FROM claim_message_templates`,
      z.object({ n: z.number() }),
    );
    if (templates!.n >= MAX_CLAIM_MESSAGE_TEMPLATES) {
      throw conflict(text('templates.tooMany', { max: MAX_CLAIM_MESSAGE_TEMPLATES }), 'TOO_MANY_TEMPLATES');
    }
    const [row] = await queryRows(
      tx,
      sql`INSERT INTO claim_message_templates (position, texts)
          VALUES ((SELECT coalesce(max(position), 0) + 1 FROM claim_message_templates), ${words}::jsonb)
          RETURNING id, texts`,
      templateRow,
    );
    await recordActivity(
      tx,
      admin,
      { key: 'activity.templateAdded', values: { template: titleOf(row!) } },
      {
        kind: 'claim_message_template_added',
        details: { templateId: row!.id },
      },
    );
    return toManaged(row!);
  });
}

/** An admin changes a template's title and text, in every language at once. */
export async function updateClaimMessageTemplate(
  db: Database,
  admin: AdminActor,
  templateId: string,
  input: ClaimMessageTemplateInput,
): Promise<ManagedClaimMessageTemplate> {
  const words = storedWords(input);
  return db.transaction(async (tx) => {
    const [row] = await queryRows(
      tx,
      sql`UPDATE claim_message_templates SET texts = ${words}::jsonb
          WHERE id = ${templateId}::uuid RETURNING id, texts`,
      templateRow,
    );
    if (!row) throw notFound(text('templates.unknownTemplate'));
    await recordActivity(
      tx,
      admin,
      { key: 'activity.templateChanged', values: { template: titleOf(row) } },
      {
        kind: 'claim_message_template_changed',
        details: { templateId },
      },
    );
    return toManaged(row);
  });
}

/** An admin removes a template; messages already sent with its words keep them. */
export async function removeClaimMessageTemplate(
  db: Database,
  admin: AdminActor,
  templateId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows(
      tx,
      sql`DELETE FROM claim_message_templates WHERE id = ${templateId}::uuid RETURNING id, texts`,
      templateRow,
    );
    if (!row) throw notFound(text('templates.unknownTemplate'));
    await recordActivity(
      tx,
      admin,
      { key: 'activity.templateRemoved', values: { template: titleOf(row) } },
      {
        kind: 'claim_message_template_removed',
        details: { templateId },
      },
    );
  });
}

/**
 * An admin puts the templates in a new order. The list must name every template
 * once: one made stale by another admin's add or remove is refused (409), so
 * nobody's template silently falls to the end or comes back.
 */
export async function reorderClaimMessageTemplates(
  db: Database,
  admin: AdminActor,
  ids: string[],
): Promise<ManagedClaimMessageTemplate[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE claim_message_templates IN SHARE ROW EXCLUSIVE MODE`);
    const current = await queryRows(
      tx,
      sql`SELECT id FROM claim_message_templates`,
      z.object({ id: z.string() }),
    );
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw conflict(text('templates.orderStale'), 'TEMPLATES_CHANGED');
    }
    await tx.execute(
      sql`UPDATE claim_message_templates t SET position = o.position
          FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) WITH ORDINALITY AS o(id, position)
          WHERE t.id = o.id::uuid`,
    );
    await recordActivity(
      tx,
      admin,
      { key: 'activity.templatesReordered' },
      {
        kind: 'claim_message_templates_reordered',
      },
    );
    const rows = await queryRows(
      tx,
      sql`SELECT id, texts FROM claim_message_templates ORDER BY position, id`,
      templateRow,
    );
    return rows.map(toManaged);
  });
}
