/**
 * Our schemas word their own messages; where a check has none, zod's default is written for developers
 * ("Invalid input: expected string, received undefined"). These say the same in words for the person, naming the
 * field as the request spells it.
 */

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

const INVALID_TYPE = /^Invalid input: expected (\w+), received (\w+)$/;

interface Issue {
  /** The field's path, dotted ('ingredients.0.item'), or '' for the whole body or query. */
  path: string;
  /** Whether the address gives this field more than once ('?limit=2&limit=5'), which arrives as a list. */
  repeated?: boolean;
  /** zod's issue code. */
  keyword: string;
  message: string;
  /** The rest of zod's issue: maximum and origin for too_big, and so on. */
  params: Record<string, unknown>;
}

export function readableMessage({ path, repeated, keyword, message, params }: Issue): string {
  const field = path || 'the request';
  if (repeated) return `${field} is in the address more than once`;
  const invalidType = INVALID_TYPE.exec(message);
  if (invalidType) {
    const [, expected = '', received = ''] = invalidType;
    // A body that is not an object, most often JSON sent without its content type and so read as text.
    if (path === '') return 'Send the fields of the request as a JSON object, with Content-Type: application/json.';
    if (received === 'undefined') return `${field} is required`;
    return `${field} must be ${KINDS[expected] ?? expected}`;
  }
  if ((keyword === 'too_big' || keyword === 'too_small') && /^Too (big|small):/.test(message)) {
    const bound = keyword === 'too_big' ? params.maximum : params.minimum;
    const most = keyword === 'too_big' ? 'at most' : 'at least';
    const noun = params.origin === 'string' ? 'character' : params.origin === 'array' ? 'item' : '';
    const unit = noun && ` ${noun}${bound === 1 ? '' : 's'}`;
    return `${field} is ${most} ${String(bound)}${unit}`;
  }
  if (/^Invalid (input|option)$/.test(message) || message.startsWith('Invalid option:')) return `${field} is not valid`;
  return message;
}
