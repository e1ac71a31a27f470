<?php

declare(strict_types=1);

namespace TourChat\Exception;

/** No answer: the network failed or the request timed out (status 0). */
class ConnectionException extends TourChatException
{
}
