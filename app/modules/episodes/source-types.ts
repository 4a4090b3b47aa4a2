import type { CodedError } from '#app/modules/errors/error-codes.ts'

/** An uploaded document, stored: its name as the user gave it, where it is kept, and its size in bytes. */
export type SourceFile = { name: string; key: string; size: number }

/** A source that could not be read: its address or file name, and why (a code rendered through locales). */
export type SourceWarning = CodedError & { source: string }

/** Warnings as stored: codes, or in rows from before error codes (ADR 0018) the Spanish sentence then shown. */
export type StoredSourceWarning = SourceWarning | { source: string; message: string }
