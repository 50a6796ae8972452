import { FILE_CHECK_WORDS } from '../words/fileChecks';

/** What an opened game file proves, a line per part (issue 28), read out when it appears; empty when nothing is to be said. */
export function FileChecksNote({ lines }: { lines: readonly string[] | null }) {
  return (
    <div role="status" className="file-checks">
      {lines && lines.length > 0 && (
        <>
          <p>
            <strong>{FILE_CHECK_WORDS.title}</strong>
          </p>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
