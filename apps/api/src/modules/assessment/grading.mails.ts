/** The email a minor's parent receives when the school releases grades (the school chose to email parents). */
import type { Mail } from '../../lib/mailer';

export interface GradesReleasedMail {
  to: string;
  parentName: string;
  studentFirstName: string;
  schoolName: string;
  title: string;
  /** `assessment` or `q&a assignment`. */
  kindLabel: string;
  score: number;
  maxScore: number;
}

/** Their own child's marks only: no class figures, no other child, no link that needs an account. */
export function gradesReleasedMail(mail: GradesReleasedMail): Mail {
  const kind = mail.kindLabel.replace('q&a', 'Q&A');
  return {
    to: mail.to,
    subject: `${mail.studentFirstName}'s marks for “${mail.title}”`,
    text: `Dear ${mail.parentName},\n\n${mail.schoolName} has released the marks for the ${kind} “${mail.title}” on Noticeboard.\n\n${mail.studentFirstName} scored ${mail.score} out of ${mail.maxScore}.\n\n${mail.studentFirstName} can see the teacher's feedback in the app. If you have questions, please contact the school.\n`,
  };
}
