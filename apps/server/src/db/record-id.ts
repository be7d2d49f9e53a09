const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path id could name a record. Anything else is answered like a missing record (404),
 * so ids reveal nothing and never reach the database as a malformed uuid.
 */
export const isRecordId = (id: string): boolean => UUID.test(id);
