/**
 * Error codes of the sync protocol itself (a collection's own validation codes come from its domain
 * schema, e.g. domain/estimates/errors.ts). The server sends the English text as `message` beside the code.
 */
export const SYNC_ERRORS = {
  syncVersionUnsupported: 'This version of the app is out of date. Reload to update it.',
  collectionNotFound: 'No such collection',
  forbidden: 'You do not have access to this',
  collectionPullOnly: 'These documents are changed on the server only; devices cannot push them',
  documentInvalid: 'A document in this batch is not valid; nothing was saved',
  pushInvalid: 'The request is not a list of changes',
  pushTooLarge: 'Too many changes in one request; send them in smaller batches',
  duplicateDocument: 'The same document appears twice in this batch',
  checkpointInvalid: 'The checkpoint or limit is not valid',
  attachmentInvalid: 'The attachment is not valid',
  attachmentTypeInvalid: 'Attachments must be JPEG, PNG or WebP images',
  attachmentTooLarge: 'Attachments can be at most 2 MB',
  attachmentIdMismatch: 'The attachment id does not match its content',
  attachmentNotFound: 'No such attachment',
} as const

export type SyncErrorCode = keyof typeof SYNC_ERRORS
