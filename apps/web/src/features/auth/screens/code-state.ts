/** What the screens that send a code pass to /ConfirmationCode (router state, never the URL). */
export type CodeState =
  | {
      channel?: 'email';
      email?: string;
      resendAfterSeconds?: number;
      /** Come from a refused request (429): the code to type is the last one mailed, not a new one. */
      codeAlreadySent?: true;
      /** 'sign-up': the code confirms a new account, signed in, which then goes on to /Assinar. */
      purpose?: 'sign-up';
    }
  | {
      channel: 'phone';
      /** The number as the server masked it: '(11) *****-4321'. */
      sentTo: string;
      resendAfterSeconds: number;
    };
