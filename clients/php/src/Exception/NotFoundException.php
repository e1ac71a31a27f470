<?php

declare(strict_types=1);

namespace TourChat\Exception;

/** 404: no such route or resource. */
class NotFoundException extends TourChatException
{
}
