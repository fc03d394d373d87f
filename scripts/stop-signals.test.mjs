import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { passStopSignals } from './stop-signals.mjs';

function setUp() {
  const events = new EventEmitter();
  const sent = [];
  let time = 0;
  passStopSignals({ kill: (signal) => sent.push(signal) }, { events, now: () => time });
  return { events, sent, at: (ms) => (time = ms) };
}

describe('npm start passing stop signals to the server', () => {
  it('passes a Ctrl-C heard twice (terminal and npm) on once', () => {
    const { events, sent } = setUp();
    events.emit('SIGINT');
    events.emit('SIGINT');
    expect(sent).toEqual(['SIGINT']);
  });

  it('passes a deliberate second Ctrl-C, a second later, on too', () => {
    const { events, sent, at } = setUp();
    events.emit('SIGINT');
    at(400);
    events.emit('SIGINT');
    at(1500);
    events.emit('SIGINT');
    expect(sent).toEqual(['SIGINT', 'SIGINT']);
  });

  it('passes SIGTERM and SIGHUP on as they came', () => {
    const { events, sent, at } = setUp();
    events.emit('SIGTERM');
    at(2000);
    events.emit('SIGHUP');
    expect(sent).toEqual(['SIGTERM', 'SIGHUP']);
  });
});
