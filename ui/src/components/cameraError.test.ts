import { describe, expect, it } from 'vitest';
import { cameraProblemOf } from './cameraError';

const domError = (name: string) => new DOMException('no', name);

describe('cameraProblemOf', () => {
  it('sorts the browser errors the kiosk and the photo card explain', () => {
    expect(cameraProblemOf(domError('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(domError('SecurityError'))).toBe('denied');
    expect(cameraProblemOf(domError('NotFoundError'))).toBe('notFound');
    expect(cameraProblemOf(domError('OverconstrainedError'))).toBe('notFound');
    expect(cameraProblemOf(domError('NotReadableError'))).toBe('busy');
    expect(cameraProblemOf(domError('AbortError'))).toBe('busy');
    expect(cameraProblemOf(domError('SomethingNew'))).toBe('unknown');
  });

  it("treats react-webcam's 'getUserMedia not supported' as a page without a camera API", () => {
    expect(cameraProblemOf('getUserMedia not supported')).toBe('insecure');
  });
});
