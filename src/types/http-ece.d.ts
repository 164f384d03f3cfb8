/** The part of `http_ece` the push tests use: decrypting a message as a browser does. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer }): Buffer;
}
