import { useState, type FormEvent } from 'react';
import { Header } from '../../../components/header/header';
import { Button } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { TextField } from '../../../components/ui/text-field';
import { useGoBack } from '../../../lib/use-go-back';
import layout from '../components/layout.module.css';

/** /ChangePINCode: current, new and confirm PIN; 'Save' goes back (the spec checks nothing). */
export default function ChangePinCodeScreen() {
  const goBack = useGoBack('/CardMenu');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');

  function save(event: FormEvent) {
    event.preventDefault();
    goBack();
  }

  return (
    <Screen header={<Header title="Change PIN code" showBack />}>
      <form className={layout.form} onSubmit={save} aria-label="Change PIN code">
        <TextField
          label="Current PIN"
          name="currentPin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={current}
          onChange={setCurrent}
        />
        <TextField
          label="New PIN"
          name="newPin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={next}
          onChange={setNext}
        />
        <TextField
          label="Confirm PIN"
          name="confirmPin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={confirm}
          onChange={setConfirm}
        />
        <div className={layout.actions}>
          <Button type="submit" fullWidth>
            Save
          </Button>
        </div>
      </form>
    </Screen>
  );
}
