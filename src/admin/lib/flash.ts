/** A toast's title and text. */
export interface ToastMessage {
  title: string;
  description: string;
}

/**
 * A toast that survives one page change: the login page sets "Login
 * successful" and the dashboard shows it once it opens, because a toast raised
 * just before leaving the page would vanish with it.
 */
const KEY = 'admin-flash';

export function setFlash(message: ToastMessage): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(message));
  } catch {
    // Storage can be unavailable (private mode); the toast is a nicety.
  }
}

export function takeFlash(): ToastMessage | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'title' in value && 'description' in value) {
      const { title, description } = value;
      if (typeof title === 'string' && typeof description === 'string') return { title, description };
    }
  } catch {
    // Unreadable flash: nothing to show.
  }
  return null;
}
