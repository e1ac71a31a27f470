<?php

declare(strict_types=1);

namespace TourChat\Exception;

/** 5xx: a server fault or an unreachable backing store. */
class ServerException extends TourChatException
{
}
