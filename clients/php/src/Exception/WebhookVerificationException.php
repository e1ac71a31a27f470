<?php

declare(strict_types=1);

namespace TourChat\Exception;

/** A webhook whose signature, timestamp or headers do not check out. */
class WebhookVerificationException extends \RuntimeException
{
}
