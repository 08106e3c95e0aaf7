import { AppError } from "../platform/errors.js";

/**
 * The publisher's picture could not be had or read: the fetch failed or was
 * refused, the answer was not an allowed image or was too large. 502: the
 * page shows its placeholder, and the failure is remembered a while
 * (picture-proxy.ts) so the publisher is not asked again on every view.
 */
export class PictureUnavailableError extends AppError {
  constructor(message: string) {
    super(502, "picture_unavailable", message);
  }
}
