<?php

declare(strict_types=1);

namespace TourChat\Exception;

/** 400, 413, 415: the request is malformed; getField() names the parameter. */
class InvalidRequestException extends TourChatException
{
}
