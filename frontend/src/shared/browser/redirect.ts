/** Leaving the app for another site (the payment provider); an object so tests can spy on it. */
export const redirect = {
  to(url: string): void {
    window.location.assign(url);
  },
};
