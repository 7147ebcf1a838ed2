import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request, written when it is answered: what was asked (the
 * request), how it was answered (status) and how long it took. Fastify's own
 * controller writes two, one when the request arrives and one when it is
 * answered, and serialising and writing log lines was a tenth of a cached
 * page's time. What is given up: a request still unanswered leaves no line
 * until it is answered (or its connection closes).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    // A tenth of a millisecond is as fine as a request's time is worth reading.
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
