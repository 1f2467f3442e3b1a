// How a page starts: its `main` runs, and then the body says that the page is ready
// (`data-ready="true"`, which the tests and a reader's scripts may wait for) or that it could not
// start (`"error"`), with the reason shown where the page puts its messages (by `showFailure`).

/** Runs `main` (async); on failure, hands `Could not start: …` to `showFailure` and rethrows. */
export function startPage(main, showFailure) {
  main().then(
    () => {
      document.body.dataset.ready = 'true';
    },
    (error) => {
      document.body.dataset.ready = 'error';
      showFailure(`Could not start: ${error.message}`);
      throw error;
    },
  );
}
