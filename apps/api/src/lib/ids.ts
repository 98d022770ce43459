import { randomBytes } from 'node:crypto';

/** A new opaque, URL-safe id: 16 base64url characters (96 random bits). */
export function newId(): string {
  return randomBytes(12).toString('base64url');
}
