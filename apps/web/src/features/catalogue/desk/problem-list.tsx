import type { OfferProblem } from '@game-assist/contracts/schemas';
import styles from './catalogue.module.css';

/** The draft's problems, each where it is and what to do: publishing waits for them. */
export function ProblemList({ problems, title }: { problems: readonly OfferProblem[]; title: string }) {
  if (problems.length === 0) return null;
  return (
    <div className={styles.problems} role="region" aria-label={title}>
      <p className={styles.problemsTitle}>{title}</p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.path}|${problem.message}`}>
            <strong>{problem.path}</strong>: {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
